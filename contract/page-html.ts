// The public pages' frame, shared by the server and the dashboard's previews (issue 19): plain strings, no imports.

/** Escapes text for HTML; every string from the database goes through this. */
export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

const STYLE = `:root{color-scheme:light dark}body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f8fafc;color:#0f172a;margin:0;padding:1rem;box-sizing:border-box;display:grid;min-height:100vh;min-height:100dvh;place-items:center}
main{box-sizing:border-box;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:2rem;max-width:28rem;width:100%;box-shadow:0 1px 3px rgb(0 0 0/.06);overflow-wrap:anywhere}
@media (max-width:30rem){main{padding:1.5rem 1.25rem}}
h1{font-size:1.35rem;margin:0 0 .5rem}p{color:#475569;line-height:1.5}label{display:block;font-weight:600;margin:1rem 0 .35rem}
input{width:100%;box-sizing:border-box;padding:.6rem .7rem;border:1px solid #94a3b8;border-radius:8px;font-size:1rem}
button{margin-top:1rem;background:#1d4ed8;color:#fff;border:0;border-radius:8px;padding:.6rem 1.1rem;font-size:1rem;font-weight:600;cursor:pointer}
:focus-visible{outline:2px solid #2563eb;outline-offset:2px}.error{color:#b91c1c;font-weight:600}.onwards{margin:1.25rem 0 0}ul{padding-left:1.2rem}li{margin:.4rem 0}a{color:#1d4ed8}
@media (prefers-color-scheme:dark){body{background:#020617;color:#e2e8f0}main{background:#0f172a;border-color:#1e293b}p{color:#94a3b8}input{background:#020617;color:#e2e8f0}a{color:#93c5fd}.error{color:#fca5a5}}`

/** A small, self-contained page (no script: the CSP allows none inline). */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><meta name="robots" content="noindex"><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
}
