// A small load balancer for tests: each request goes to the next backend in turn, and the answer
// says which one served it (x-backend), so a test can show that a request crossed processes.
// It appends the caller's address to X-Forwarded-For, as a real proxy does.
import http from 'node:http';

export interface Backend {
  name: string;
  url: string;
}

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

export function startRoundRobinProxy(backends: Backend[], port: number): Promise<RoundRobinProxy> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const backend = backends[next++ % backends.length];
    const target = new URL(req.url ?? '/', backend.url);
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwarded } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-backend': backend.name });
      answer.pipe(res);
    });
    upstream.on('error', (e) => {
      res.writeHead(502, { 'content-type': 'text/plain', 'x-backend': backend.name });
      res.end(`proxy: ${backend.name} non risponde (${e.message})`);
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
