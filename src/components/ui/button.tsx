import type { ComponentProps } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60'
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 px-4 py-2 text-white hover:bg-brand-700',
  secondary:
    'border border-slate-300 bg-white px-3 py-2 text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
  ghost: 'px-2 py-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
  danger: 'bg-red-600 px-4 py-2 text-white hover:bg-red-700',
}

export const buttonClass = (variant: ButtonVariant = 'primary', extra = '') => `${BASE} ${VARIANTS[variant]} ${extra}`

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />
}
