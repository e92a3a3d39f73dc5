import type { Socket } from 'node:net'

/** Requests Node's HTTP parser refuses before the app (a 16 KiB+ header block, garbage) still get D7's envelope. */
export function answerParserError(err: NodeJS.ErrnoException, socket: Socket) {
  if (!socket.writable) return socket.destroy()
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW'
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'
  const body = JSON.stringify({
    error: 1,
    message: tooLarge ? 'The request headers are too large.' : 'The request is malformed and could not be read.',
  })
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}
