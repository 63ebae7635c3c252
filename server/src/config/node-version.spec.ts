import { MINIMUM_NODE_MAJOR, nodeVersionProblem } from './node-version';

describe('the Node version', () => {
  it('is 24 or later under npm test, as for the server itself', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(MINIMUM_NODE_MAJOR);
    expect(nodeVersionProblem()).toBeNull();
  });

  it('refuses Node 20, which gets no security fixes, with what to do instead', () => {
    expect(nodeVersionProblem('20.20.2')).toMatch(/needs Node 24 or later, and this is Node 20\.20\.2.*npm start/);
    expect(nodeVersionProblem('24.0.0')).toBeNull();
    expect(nodeVersionProblem('26.1.0')).toBeNull();
  });
});
