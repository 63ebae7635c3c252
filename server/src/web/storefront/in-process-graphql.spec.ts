import express, { type Request, type Response } from 'express';
import { GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from 'graphql';
import request from 'supertest';
import { languageOf } from '../../common/language';
import type { GraphQLContext } from '../../graphql/graphql-options';
import { inProcessShopExecutor, pageLanguage } from './in-process-graphql';

/** A shop API of one field: the language a resolver reads from its request (as @RequestLanguage() does), and a header through req.get. */
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      language: { type: GraphQLString, resolve: (_root, _args, context: GraphQLContext) => languageOf(context.req) },
      userAgent: { type: GraphQLString, resolve: (_root, _args, context: GraphQLContext) => context.req.get('user-agent') },
    },
  }),
});

/** What the page's operations see when a browser asks for a page with these headers (and the renderer names `language`). */
async function seenBy(headers: Record<string, string>, language?: string): Promise<unknown> {
  const app = express();
  app.get('/page', (req: Request, res: Response) => {
    const run = inProcessShopExecutor(() => schema, req, res);
    void run({ document: parse('{ language userAgent }'), variables: {}, language }).then((result) => res.json(result.data));
  });
  const res = await request(app).get('/page').set(headers).expect(200);
  return res.body;
}

describe('the storefront’s in-process shop API', () => {
  it('answers in the language of the page’s cookie, as the page’s own words are', async () => {
    expect(await seenBy({ Cookie: 'kapor-currency=BDT; kapor-language=bn', 'User-Agent': 'browser' })).toEqual({ language: 'bn', userAgent: 'browser' });
    expect(await seenBy({ Cookie: 'kapor-language=hi', 'Accept-Language': 'bn-BD' })).toMatchObject({ language: 'hi' });
  });

  it('answers in English without the cookie, whatever Accept-Language or a header says: the HTML varies by Cookie only', async () => {
    expect(await seenBy({ 'Accept-Language': 'bn-BD,bn;q=0.9' })).toMatchObject({ language: 'en' });
    expect(await seenBy({ 'X-Kapor-Language': 'hi' })).toMatchObject({ language: 'en' });
    expect(await seenBy({ Cookie: 'kapor-language=fr', 'Accept-Language': 'hi' })).toMatchObject({ language: 'en' });
  });

  it('answers in the language the renderer names, when it names one of ours', async () => {
    expect(await seenBy({ Cookie: 'kapor-language=bn' }, 'hi')).toMatchObject({ language: 'hi' });
    expect(await seenBy({ Cookie: 'kapor-language=bn' }, 'de')).toMatchObject({ language: 'bn' });
  });

  it('reads the language cookie among others, and nothing else named like it', () => {
    expect(pageLanguage('a=1; kapor-language=hi; b=2')).toBe('hi');
    expect(pageLanguage('not-kapor-language=bn')).toBe('en');
    expect(pageLanguage(undefined)).toBe('en');
  });
});
