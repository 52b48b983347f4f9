import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
for (const path of process.argv.slice(2)) {
  const { lhr } = await lighthouse(`http://localhost:3400${path}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  const a = lhr.audits;
  console.log(path, Math.round(lhr.categories.performance.score * 100));
  const lcpEl = a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  console.log(" LCP el:", lcpEl?.snippet?.slice(0, 160), lcpEl?.selector);
  const phases = a["largest-contentful-paint-element"]?.details?.items?.[1]?.items;
  console.log(" phases:", JSON.stringify(phases?.map((p) => [p.phase, Math.round(p.timing)])));
  console.log(
    " lcp-breakdown-insight:",
    JSON.stringify(
      a["lcp-breakdown-insight"]?.details?.items?.[0]?.items?.map((p) => [
        p.subpart ?? p.label,
        Math.round(p.duration ?? 0),
      ]),
    ),
  );
  const lt = a["long-tasks"]?.details?.items
    ?.slice(0, 8)
    .map((t) => [
      t.url?.replace("http://localhost:3400", ""),
      Math.round(t.startTime),
      Math.round(t.duration),
    ]);
  console.log(" long tasks:", JSON.stringify(lt));
  const boot = a["bootup-time"]?.details?.items
    ?.slice(0, 6)
    .map((t) => [
      t.url?.replace("http://localhost:3400", ""),
      Math.round(t.total),
      Math.round(t.scripting),
      Math.round(t.scriptParseCompile),
    ]);
  console.log(" bootup:", JSON.stringify(boot));
  const mw = a["mainthread-work-breakdown"]?.details?.items?.map((t) => [t.group, Math.round(t.duration)]);
  console.log(" mainthread:", JSON.stringify(mw));
  const reflow = a["forced-reflow-insight"]?.details;
  console.log(" reflow:", JSON.stringify(reflow)?.slice(0, 600));
  const nr = a["network-requests"]?.details?.items?.map((r) => [
    r.url.replace("http://localhost:3400", ""),
    r.resourceType,
    Math.round(r.transferSize / 1024),
    r.priority,
    Math.round(r.networkRequestTime),
    Math.round(r.networkEndTime),
  ]);
  console.log(" requests:", JSON.stringify(nr));
}
chrome.kill();
