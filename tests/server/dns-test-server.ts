import dns2 from 'dns2'

const { Packet } = dns2

/** A name server on 127.0.0.1 answering only the TXT and CNAME records a test sets (A3): never the internet. */
export async function startDnsServer() {
  const txt = new Map<string, string>()
  const cname = new Map<string, string>()
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request)
      const [question] = request.questions
      const name = question?.name.toLowerCase() ?? ''
      const base = { name, class: Packet.CLASS.IN, ttl: 1 }
      // dns2's typings want built Resource objects; its encoder takes these plain records.
      const answer = (record: object) => response.answers.push(record as never)
      if (question?.type === Packet.TYPE.TXT && txt.has(name)) answer({ ...base, type: Packet.TYPE.TXT, data: txt.get(name) })
      if (question?.type === Packet.TYPE.CNAME && cname.has(name)) answer({ ...base, type: Packet.TYPE.CNAME, domain: cname.get(name) })
      send(response)
    },
  })
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } })
  return {
    address: `127.0.0.1:${addresses.udp!.port}`,
    txt: (name: string, value: string) => txt.set(name, value),
    cname: (name: string, target: string) => cname.set(name, target),
    close: () => server.close(),
  }
}
