import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const route of process.argv.slice(2)) {
  const r = await lighthouse('http://127.0.0.1:8899' + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  const ins = a['lcp-breakdown-insight']; const el = JSON.stringify(ins?.details?.items?.map(i => i.type === 'node' ? i.snippet : (i.items ?? []).map(x => [x.subpart ?? x.label, Math.round(x.duration ?? 0)])))?.slice(0, 600); const disc = JSON.stringify(a['lcp-discovery-insight']?.details?.items)?.slice(0,300);
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  console.log(route, Math.round(r.lhr.categories.performance.score*100), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3));
  console.log('  el:', el); console.log('  disc:', disc);
  console.log('  phases:', JSON.stringify(phases?.map(p => [p.phase, Math.round(p.timing)])));
  const rb = a['render-blocking-insight']?.details?.items ?? a['render-blocking-resources']?.details?.items;
  console.log('  render-blocking:', JSON.stringify(rb?.map(i => [i.url?.split('/').pop(), Math.round(i.wastedMs ?? 0)])));
  const shifts = a['layout-shifts']?.details?.items?.slice(0,3).map(i => [i.node?.snippet?.slice(0,80), i.score?.toFixed(3)]);
  console.log('  shifts:', JSON.stringify(shifts));
  const bootup = a['bootup-time']?.details?.items?.slice(0,4).map(i => [i.url.split('/').pop(), Math.round(i.scripting)]);
  console.log('  bootup:', JSON.stringify(bootup));
}
await chrome.kill();
