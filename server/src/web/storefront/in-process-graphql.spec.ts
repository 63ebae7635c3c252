import express, { type Request, type Response } from 'express';
import { GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from 'graphql';
import request from 'supertest';
import { languageOf } from '../../common/language';
import type { GraphQLContext } from '../../graphql/graphql-options';
import type { Language } from '../../common/language';
import { inProcessShopExecutor } from './in-process-graphql';

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

/** What the page's operations see when a browser asks with these headers for a page in `language`. */
async function seenBy(headers: Record<string, string>, language: Language): Promise<unknown> {
  const app = express();
  app.get('/page', (req: Request, res: Response) => {
    const run = inProcessShopExecutor(() => schema, req, res);
    void run({ document: parse('{ language userAgent }'), variables: {}, language }).then((result) => res.json(result.data));
  });
  const res = await request(app).get('/page').set(headers).expect(200);
  return res.body;
}

describe('the storefront’s in-process shop API', () => {
  it('answers in the page’s language, whatever the browser’s Accept-Language, header or cookie says', async () => {
    expect(await seenBy({ 'User-Agent': 'browser' }, 'bn')).toEqual({ language: 'bn', userAgent: 'browser' });
    expect(await seenBy({ Cookie: 'kapor-language=bn', 'Accept-Language': 'bn-BD' }, 'hi')).toMatchObject({ language: 'hi' });
    expect(await seenBy({ 'Accept-Language': 'bn-BD,bn;q=0.9', 'X-Kapor-Language': 'hi' }, 'en')).toMatchObject({ language: 'en' });
  });
});
