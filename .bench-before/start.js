import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// scripts/start.ts
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
var root = path.resolve(import.meta.dirname, "..");
var sources = ["src", "contract", "public", "index.html", "vite.config.ts", "tailwind.config.ts", "package-lock.json"];
function newest(p) {
  const info = statSync(p);
  if (!info.isDirectory()) return info.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(p)) {
    if (entry === "routeTree.gen.ts") continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}
var dist = path.resolve(process.env.DIST_DIR ?? path.join(root, "dist"));
var builtIndex = path.join(dist, "index.html");
var builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
var sourcesAt = Math.max(...sources.map((s) => path.join(root, s)).filter(existsSync).map(newest));
if (builtAt < sourcesAt) {
  console.log(builtAt ? "Dashboard sources changed; rebuilding\u2026" : "Building the dashboard\u2026");
  const bin = (name) => path.join(root, "node_modules", ".bin", name);
  execFileSync(bin("tsr"), ["generate"], { cwd: root, stdio: "inherit" });
  execFileSync(bin("vite"), ["build", "--outDir", dist, "--emptyOutDir"], { cwd: root, stdio: "inherit" });
}
await import("./server.js");
