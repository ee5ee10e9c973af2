import type { Rollup } from 'vite';

export type ChunkGroup =
  | {
      /** The chunk's name; the entry's name adds the group to the entry chunk. */
      name: string;
      /** Module path endings; the group takes what all of them import, directly or not. */
      sharedBy: readonly string[];
    }
  | {
      name: string;
      /** The group takes every module whose path matches. */
      matching: RegExp;
      /**
       * Also out of the entry: for side-effect-free modules that the entry reaches only through
       * a re-export it never uses (so the entry does not import the group's chunk).
       */
      outOfEntry?: boolean;
    };

/**
 * Rollup splits at every module two routes share, so a first visit's screen arrives as a dozen
 * small files. Over HTTP/1.1 (six connections per origin: embedded mode, no edge in front) each
 * round of six costs a round trip before the photo can load. Each group gathers code that is
 * only ever loaded together into one file; what the entry already holds stays there, and the
 * first matching group wins.
 */
export function chunkGroups(
  entryName: string,
  groups: readonly ChunkGroup[],
): Rollup.GetManualChunk {
  let assignment: Map<string, string> | undefined;
  return (id, meta) => {
    assignment ??= assign(entryName, groups, meta);
    return assignment.get(id);
  };
}

function assign(
  entryName: string,
  groups: readonly ChunkGroup[],
  meta: Rollup.ManualChunkMeta,
): Map<string, string> {
  const moduleIds = [...meta.getModuleIds()];
  const reachableFrom = (roots: readonly string[]): Set<string> => {
    const found = new Set<string>();
    const pending = [...roots];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (found.has(id)) continue;
      found.add(id);
      pending.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
    }
    return found;
  };
  const moduleEndingWith = (ending: string): string => {
    const id = moduleIds.find((candidate) => candidate.endsWith(ending));
    if (id === undefined) throw new Error(`No module ends with ${ending}`);
    return id;
  };

  const taken = reachableFrom(moduleIds.filter((id) => meta.getModuleInfo(id)?.isEntry));
  const assignment = new Map<string, string>();
  // Rollup pulls a manual chunk's imports into it unless another manual chunk holds them, so
  // the entry's modules are one too; holding the entry module, it becomes the entry's chunk.
  for (const id of taken) assignment.set(id, entryName);
  for (const group of groups) {
    if (!('matching' in group) || !group.outOfEntry) continue;
    for (const id of moduleIds.filter((candidate) => group.matching.test(candidate))) {
      assignment.set(id, group.name);
    }
  }
  for (const group of groups) {
    let members: string[];
    if ('matching' in group) {
      members = moduleIds.filter((id) => group.matching.test(id));
    } else {
      const [first, ...others] = group.sharedBy.map((ending) =>
        reachableFrom([moduleEndingWith(ending)]),
      );
      members = [...(first ?? [])].filter((id) => others.every((reachable) => reachable.has(id)));
    }
    for (const id of members) {
      if (taken.has(id)) continue;
      taken.add(id);
      assignment.set(id, group.name);
    }
  }
  return assignment;
}
