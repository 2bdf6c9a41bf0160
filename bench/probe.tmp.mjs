// scratch: probes a URL every 20 ms for N seconds from its own process; prints p50/p95
import http from 'node:http';
const [url, seconds] = [process.argv[2], Number(process.argv[3] ?? 6)];
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const lat = [];
const end = performance.now() + seconds * 1000;
while (performance.now() < end) {
  const t = performance.now();
  await new Promise((resolve, reject) => http.get(url, { agent }, (res) => { res.resume(); res.on('end', resolve); }).on('error', reject));
  lat.push(performance.now() - t);
  await new Promise((r) => setTimeout(r, 20));
}
lat.sort((a, b) => a - b);
const p = (q) => lat[Math.min(lat.length - 1, Math.floor((q / 100) * lat.length))].toFixed(1);
console.log(`separate-process health: n ${lat.length} p50 ${p(50)} p95 ${p(95)} max ${lat[lat.length - 1].toFixed(1)}`);
