/** A directory id in the address; 0 when it cannot be one, which the route answers with its 404. */
export function parseDirectoryId(value: string): number {
  const n = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0
  return n <= 2 ** 31 - 1 ? n : 0
}

export const directoryIdParams = {
  parse: ({ id }: { id: string }) => ({ id: parseDirectoryId(id) }),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}
