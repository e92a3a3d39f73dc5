const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  zip: 'application/zip',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
}

export const extensionOf = (filename: string): string | null => /\.([A-Za-z0-9]{1,16})$/.exec(filename)?.[1]?.toLowerCase() ?? null

export const contentTypeOf = (extension: string | null) =>
  (extension && Object.hasOwn(TYPES, extension) && TYPES[extension]) || 'application/octet-stream'

export function downloadName(name: string, extension: string | null): string {
  if (!extension || extensionOf(name) === extension) return name
  return `${name}.${extension}`
}
