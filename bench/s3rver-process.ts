// A standalone s3rver (MIT) for the file-store bench: prints its port, serves until killed.
import S3rver from 's3rver'

const server = new S3rver({ address: '127.0.0.1', port: 0, directory: process.argv[2]!, silent: true, configureBuckets: [{ name: 'linkdash-files' }] })
const { port } = await server.run()
console.log(port)
