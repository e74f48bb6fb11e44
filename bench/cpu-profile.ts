/** Readers of a CDP `Profiler.stop` profile, for the benches that profile inside Chromium. */

type ProfileNode = { id: number; callFrame: { functionName: string; lineNumber: number }; children?: number[] };
export type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Time (ms) of the samples under `root` whose stack holds one of `names`. */
export function inclusive(profile: Profile, root: string, names: string[]): number {
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let ms = 0;
  profile.samples.forEach((id, i) => {
    let hit = false;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)!.callFrame.functionName;
      if (names.includes(name)) hit = true;
      if (name === root) {
        if (hit) ms += (profile.timeDeltas[i + 1] ?? 0) / 1000;
        return;
      }
    }
  });
  return ms;
}

/** Self time (ms) by function of the samples whose stack passes through `root`. */
export function selfTimes(profile: Profile, root: string): Array<[string, number]> {
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inside = new Map<number, boolean>();
  const isInside = (id: number): boolean => {
    if (inside.has(id)) return inside.get(id)!;
    const n = byId.get(id)!;
    const p = parent.get(id);
    const yes = n.callFrame.functionName === root || (p !== undefined && isInside(p));
    inside.set(id, yes);
    return yes;
  };
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    if (!isInside(id)) return;
    const f = byId.get(id)!.callFrame;
    const name = `${f.functionName || '(anonymous)'}:${f.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]);
}
