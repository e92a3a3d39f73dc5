/** What a visitor will see, rendered by the contract's code in a sandboxed frame without scripts; links do not navigate. */
export function PreviewFrame({ html, title }: { html: string; title: string }) {
  return (
    <figure className="space-y-1">
      <iframe title={title} srcDoc={html} sandbox="" className="h-96 w-full rounded-md border border-slate-300 bg-white dark:border-slate-600" />
      <figcaption className="text-xs text-slate-600 dark:text-slate-300">Live preview: what a visitor of your link will see.</figcaption>
    </figure>
  )
}
