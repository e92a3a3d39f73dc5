import type { Socket } from 'node:net'

const ANSWERS: Record<string, [status: string, message: string]> = {
  HPE_HEADER_OVERFLOW: ['431 Request Header Fields Too Large', 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: ['408 Request Timeout', 'The request took too long to arrive.'],
}

/** Requests Node's HTTP parser refuses before the app (a 16 KiB+ header block, garbage, too slow) still get D7's envelope. */
export function answerParserError(err: NodeJS.ErrnoException, socket: Socket) {
  if (!socket.writable) return socket.destroy()
  // A slow client's answer may be on its way already (a 413 to a body still arriving): let it go out, then close.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent
  if (answering) return closeSoon(socket, '')
  const [status, message] = ANSWERS[err.code ?? ''] ?? ['400 Bad Request', 'The request is malformed and could not be read.']
  const body = JSON.stringify({ error: 1, message })
  closeSoon(
    socket,
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

function closeSoon(socket: Socket, last: string) {
  socket.end(last)
  setTimeout(() => socket.destroy(), 1_000).unref()
}
