import autocannon from 'autocannon';
const [port, connections, seconds] = process.argv.slice(2).map(Number);
let d = Math.floor(Math.random() * 1e6);
const r = await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, timeout: 10,
  requests: [{ setupRequest: (req) => ({ ...req, path: `/api/v1/listings?kind=home&guests=2&price_max=${100_000_000 + d++}` }) }] });
console.log(JSON.stringify({ connections, ok: r['2xx'], non2xx: r.non2xx, p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average }));
