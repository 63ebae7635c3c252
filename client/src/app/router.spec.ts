/** @jest-environment node */
import type { RouteObject } from 'react-router-dom';
import { routes } from './router';

const child = (path: string): RouteObject => routes[0].children!.find((route) => route.path === path)!;

describe("the original storefront's links without pages", () => {
  it.each([
    ['shop', '/shop', '/all'],
    ['accessories', '/accessories?utm_source=x', '/all'],
    ['arrival', '/arrival', '/new_collection'],
  ])('/%s moves for good: its loader answers 301 to the listing (on the server and in the browser), the query kept', async (path, url, to) => {
    const loader = child(path).loader as (args: { request: Request; params: object; context: unknown }) => Promise<Response>;
    const answer = await loader({ request: new Request(new URL(url, 'https://kapor.example')), params: {}, context: undefined });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('Location')).toBe(`${to}${new URL(url, 'https://kapor.example').search}`);
  });
});
