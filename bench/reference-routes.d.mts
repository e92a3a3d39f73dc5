export function redirectTo(alias: string): string | undefined
export function domainList(authorization: string | undefined, limit?: number, page?: number): string | undefined
export function addDomain(authorization: string | undefined, body: string): [number, string]
export function account(authorization: string | undefined): string | undefined
export function urlList(authorization: string | undefined, limit?: number, page?: number): string | undefined
