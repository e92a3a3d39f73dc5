export function LogoMark({ className = 'size-6' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={`shrink-0 ${className}`}>
      <rect width="32" height="32" rx="7" className="fill-brand-600" />
      <path
        d="M13 19l6-6M11.5 15.5l-2 2a3.5 3.5 0 0 0 5 5l2-2M20.5 16.5l2-2a3.5 3.5 0 0 0-5-5l-2 2"
        stroke="#fff"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  )
}
