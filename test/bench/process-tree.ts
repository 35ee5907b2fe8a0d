/**
 * Runs one command and measures it as a whole: wall time from spawn to exit, peak memory of
 * its whole process tree (the build's worker threads are in its own RSS; child processes,
 * such as the social-image drawers, are added by sampling /proc every 100 ms, and each
 * process's own high-water mark catches peaks shorter than a sample), and the CPU time of that
 * tree (each process's user + system time at its last sample: a process misses at most its
 * last 100 ms). CPU time is what a shared machine disturbs least: two tools compared by it
 * are compared by the work they do.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";

export interface Measured {
  wallMs: number;
  peakMb: number;
  cpuMs: number;
  stdout: string;
}

function readProc(pid: number, file: string): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return null;
  }
}

/** Every live process whose ancestry reaches `root`, root included. */
function tree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readProc(Number(name), "stat");
    // "pid (comm) state ppid …": comm may contain spaces, so read after the last ')'.
    if (stat) parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
  }
  const members = [root];
  for (let i = 0; i < members.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === members[i]) members.push(pid);
  }
  return members;
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User + system time of a process so far, in ms, from its stat line. */
function cpuMsOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // After "(comm)": state is field 3, utime field 14 and stime field 15 of the whole line.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

const kb = (status: string, field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, "m"))?.[1] ?? 0);

export function runMeasured(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    let peakKb = 0;
    const highWater = new Map<number, number>();
    const cpu = new Map<number, number>();
    const sample = () => {
      let sum = 0;
      for (const pid of tree(child.pid!)) {
        const status = readProc(pid, "status");
        const stat = readProc(pid, "stat");
        if (!status || !stat) continue;
        sum += kb(status, "VmRSS");
        highWater.set(pid, kb(status, "VmHWM"));
        cpu.set(pid, cpuMsOf(stat));
      }
      peakKb = Math.max(peakKb, sum, ...highWater.values());
    };
    const timer = setInterval(sample, 100);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearInterval(timer);
      const wallMs = performance.now() - started;
      if (code !== 0) reject(new Error(`${command} ${args.join(" ")} : code ${code}\n${stderr}`));
      else resolve({ wallMs, peakMb: peakKb / 1024, cpuMs: [...cpu.values()].reduce((a, b) => a + b, 0), stdout });
    });
  });
}
