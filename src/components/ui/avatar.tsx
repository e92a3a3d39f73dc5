import { isHttpUrl } from '@contract/fields'

/** The picture at `src` when it is an http(s) URL, else the first letter of `name`. */
export function Avatar({ src, name, className = 'size-8 text-sm' }: { src: string; name: string; className?: string }) {
  if (isHttpUrl(src)) {
    return <img src={src} alt="" className={`${className} shrink-0 rounded-full bg-slate-200 object-cover`} />
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold uppercase text-brand-700`}
    >
      {name.slice(0, 1) || '?'}
    </span>
  )
}
