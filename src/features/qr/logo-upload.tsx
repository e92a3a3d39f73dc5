import { useId, useState } from 'react'
import { describeError } from '@/lib/api-client'
import { logoUploads, useUploadQrLogo } from './api'

export const LOGO_UPLOAD_MAX = 500_000

interface LogoUploadProps {
  onUploaded: (logo: string, preview: string) => void
}

/** U14: a PNG or JPEG sent to POST /qr/logo; hidden once the service says it has no such route. */
export function LogoUpload({ onUploaded }: LogoUploadProps) {
  const id = useId()
  const upload = useUploadQrLogo()
  const supported = logoUploads.useSupported()
  const [said, setSaid] = useState<{ error: boolean; text: string } | null>(null)
  if (!supported) return null

  const send = async (file: File | undefined) => {
    if (!file) return
    if (file.size > LOGO_UPLOAD_MAX) return setSaid({ error: true, text: `${file.name} is larger than 500 kB: choose a smaller image.` })
    setSaid({ error: false, text: `Uploading ${file.name}…` })
    try {
      const { logo } = await upload.mutateAsync(file)
      onUploaded(logo, URL.createObjectURL(file))
      setSaid({ error: false, text: `${file.name} is uploaded and will be drawn when you save.` })
    } catch (error) {
      setSaid(logoUploads.supported() ? { error: true, text: describeError(error).replace(/^logo /, 'The logo ') } : null)
    }
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        Or upload a logo (optional)
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        aria-describedby={`${id}-hint`}
        aria-invalid={said?.error || undefined}
        disabled={upload.isPending}
        onChange={(e) => void send(e.target.files?.[0])}
        className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:file:border-slate-600 dark:file:bg-slate-800 dark:file:text-slate-100"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        A PNG or JPEG of at most 500 kB from your device, kept among your files. It takes the place of the address above.
      </p>
      <p role={said?.error ? 'alert' : 'status'} className={said?.error ? 'mt-1 text-sm text-red-700 dark:text-red-300' : 'mt-1 text-sm text-slate-700 dark:text-slate-200'}>
        {said?.text}
      </p>
    </div>
  )
}
