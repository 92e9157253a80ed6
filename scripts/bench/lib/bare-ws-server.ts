/**
 * The baseline of the connections benchmark, run as its own process (as the real server is, so that its memory is
 * measured alone): a bare `ws` server with no session, no database and no protocol beyond the same three frames.
 * A client sends `{type:'auth', token, region}` and gets `{type:'ready'}`; `POST /broadcast?region=X` sends
 * `{type:'changed', collections:['jobs']}` to the clients of that region. It prints `listening <port>` when ready.
 */
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const byRegion = new Map<string, Set<WebSocket>>();
const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'POST' && url.pathname === '/broadcast') {
    const frame = JSON.stringify({ type: 'changed', collections: ['jobs'] });
    const clients = byRegion.get(url.searchParams.get('region') ?? '') ?? new Set();
    for (const ws of clients) if (ws.readyState === ws.OPEN) ws.send(frame);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ sent: clients.size }));
    return;
  }
  res.writeHead(url.pathname === '/health' ? 200 : 404).end();
});
const wss = new WebSocketServer({ server: http, path: '/ws', maxPayload: 64 * 1024 });
wss.on('connection', (ws) => {
  ws.once('message', (data: Buffer) => {
    const auth = JSON.parse(data.toString()) as { type?: string; token?: string; region?: string };
    if (auth.type !== 'auth' || typeof auth.token !== 'string' || typeof auth.region !== 'string') {
      ws.close(4401, 'unauthenticated');
      return;
    }
    const region = auth.region;
    const set = byRegion.get(region) ?? new Set<WebSocket>();
    byRegion.set(region, set.add(ws));
    ws.on('close', () => set.delete(ws));
    ws.send(JSON.stringify({ type: 'ready' }));
  });
});
http.listen(Number(process.env['PORT'] ?? 0), '127.0.0.1', () => {
  const address = http.address();
  console.log(`listening ${typeof address === 'object' && address !== null ? address.port : 0}`);
});
process.on('SIGTERM', () => {
  for (const ws of wss.clients) ws.terminate();
  http.close(() => process.exit(0));
});
