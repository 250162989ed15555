// The yardstick for `npm run bench`: a bare node:http server that answers every request with
// the bytes and headers recorded from our server (argv[2]: a JSON file of { status, headers,
// bodyBase64 }). Prints "listening on PORT" once it listens on 127.0.0.1.
import fs from 'node:fs';
import http from 'node:http';

const recorded = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const body = Buffer.from(recorded.bodyBase64, 'base64');
const headers = Object.entries(recorded.headers);

const server = http.createServer((request, response) => {
  request.resume();
  for (const [name, value] of headers) response.setHeader(name, value);
  response.writeHead(recorded.status);
  response.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => console.log(`listening on ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
