import { Args, Context, Info, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import type { GraphQLResolveInfo } from 'graphql';
import { InvalidInputError } from '../common/errors';
import { RequestLanguage, type Language } from '../common/language';
import { DirectFieldResolvers } from '../common/graphql/direct-fields';
import { requestLoader } from '../common/graphql/request-loader';
import { selectsField } from '../common/graphql/selects-field';
import { toPageRequest } from '../common/pagination';
import type { ProductRecord, VariantRecord } from './catalog.records';
import { CatalogService, type ProductListing } from './catalog.service';
import type { Colour } from './catalog.types';
import { CategoryListArgs, NewCollectionArgs, ProductArgs, ProductsArgs, RelatedProductsArgs, SearchSuggestionsArgs } from './graphql/catalog.args';
import { ColourEnum } from './graphql/catalog.enums';
import { ProductFacetsModel, ProductPageModel, CurrencyModel, SearchSuggestionModel } from './graphql/product-page.model';
import type { ProductFacets } from './product-search';
import { ProductImageModel, ProductModel, ProductVariantModel } from './graphql/product.model';
import { ProductImages } from './product-images';
import { text } from '../common/i18n/catalogue';

const MAX_LIST = 24;
const MAX_SUGGESTIONS = 10;

@Resolver(() => ProductModel)
export class CatalogResolver {
  constructor(
    private readonly catalog: CatalogService,
    private readonly pictures: ProductImages,
    directFields: DirectFieldResolvers,
  ) {
    // Every card asks for its picture: graphql-js calls these as they are (direct-fields.ts).
    directFields.add('Product', {
      image: (product: ProductRecord, { colour }) => this.image(product, colour),
      mainImage: (product: ProductRecord, { colour }) => this.mainImage(product, colour),
      images: (product: ProductRecord) => this.images(product),
    });
  }

  // Products answer in the request's language (common/language.ts): each name and description translated
  // where the shop has it, in English where not; a search matches words of that language too.

  @Query(() => ProductPageModel, { description: 'A page of products, filtered by category, search and facets; with the facet counts when asked.' })
  products(@Args() args: ProductsArgs, @RequestLanguage() language: Language, @Info() info: GraphQLResolveInfo): Promise<ProductListing> {
    const request = toPageRequest(args.page, args.pageSize);
    return this.catalog.listProducts({ ...args.filter, language }, args.sort, request, selectsField(info, 'facets'));
  }

  @Query(() => [SearchSuggestionModel], { description: 'Products whose words start as typed: the search box suggestions.' })
  searchSuggestions(@Args() { prefix, limit }: SearchSuggestionsArgs, @RequestLanguage() language: Language): Promise<SearchSuggestionModel[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SUGGESTIONS) throw new InvalidInputError(text('BAD_USER_INPUT.limit', { max: MAX_SUGGESTIONS }));
    return this.catalog.searchSuggestions(prefix, limit, language);
  }

  @Query(() => ProductModel, { nullable: true, description: 'One product by id or slug; null when there is none.' })
  product(@Args() { id, slug }: ProductArgs, @RequestLanguage() language: Language): Promise<ProductRecord | null> {
    if (id) return this.catalog.findByAnyId(id, { language });
    if (slug) return this.catalog.findBySlug(slug, { language });
    throw new InvalidInputError(text('BAD_USER_INPUT.productIdOrSlug'));
  }

  @Query(() => [ProductModel], { description: 'The most popular products of a category.' })
  popularProducts(@Args() { category, limit }: CategoryListArgs, @RequestLanguage() language: Language): Promise<ProductRecord[]> {
    return this.catalog.popular(category, listLimit(limit), language);
  }

  @Query(() => [ProductModel], { description: 'The newest products, of one category or all.' })
  newCollection(@Args() { category, limit }: NewCollectionArgs, @RequestLanguage() language: Language): Promise<ProductRecord[]> {
    return this.catalog.newest(category, listLimit(limit), language);
  }

  @Query(() => [ProductModel], { description: 'Products like the given one: same category, same kind first.' })
  relatedProducts(@Args() { productId, limit }: RelatedProductsArgs, @RequestLanguage() language: Language): Promise<ProductRecord[]> {
    return this.catalog.related(productId, listLimit(limit), language);
  }

  @Query(() => [CurrencyModel], { description: 'Display currencies with their rates per USD.' })
  currencies() {
    return this.catalog.currencies();
  }

  @ResolveField(() => [ProductVariantModel], { description: 'Every size × colour, with what is available.' })
  variants(@Parent() product: ProductRecord, @Context('req') req: Request): Promise<VariantRecord[]> {
    return this.variantLoader(req).load(product.id);
  }

  @ResolveField(() => String, { description: 'URL of the main picture, sized for a card: the first photo (given a colour, the first in it), else the drawn front view.' })
  image(@Parent() product: ProductRecord, @Args('colour', { type: () => ColourEnum, nullable: true }) colour?: Colour): string {
    return this.pictures.mainUrl(product, colour);
  }

  @ResolveField(() => ProductImageModel, { description: 'The main picture with its srcset: the first photo (given a colour, the first in it), else the drawn front view.' })
  mainImage(@Parent() product: ProductRecord, @Args('colour', { type: () => ColourEnum, nullable: true }) colour?: Colour): ProductImageModel {
    return this.pictures.main(product, colour);
  }

  @ResolveField(() => [ProductImageModel], { description: 'The uploaded photos in order; the drawn views when there are none.' })
  images(@Parent() product: ProductRecord): ProductImageModel[] {
    return this.pictures.all(product);
  }

  private variantLoader(req: Request) {
    return requestLoader<string, VariantRecord[]>(req, 'catalog.variants', async (ids) => {
      const byProduct = await this.catalog.variantsOf(ids);
      return ids.map((id) => byProduct.get(id) ?? []);
    });
  }
}

function listLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST) {
    throw new InvalidInputError(text('BAD_USER_INPUT.limit', { max: MAX_LIST }));
  }
  return limit;
}

@Resolver(() => ProductVariantModel)
export class ProductVariantResolver {
  constructor(directFields: DirectFieldResolvers) {
    directFields.add('ProductVariant', { inStock: (variant: VariantRecord) => this.inStock(variant) });
  }

  @ResolveField(() => Boolean)
  inStock(@Parent() variant: VariantRecord): boolean {
    return variant.available > 0;
  }
}

@Resolver(() => ProductPageModel)
export class ProductPageResolver {
  constructor(private readonly catalog: CatalogService) {}

  @ResolveField(() => ProductFacetsModel, { description: 'Counts for the filter panel, from one aggregate statement.' })
  facets(@Parent() listing: ProductListing): ProductFacets | Promise<ProductFacets> {
    return listing.facets ?? this.catalog.facets(listing.filter);
  }

  @ResolveField(() => String, { nullable: true, description: 'When the search matched nothing in full text: the search with its words spelled as in the catalogue.' })
  didYouMean(@Parent() listing: ProductListing): Promise<string | null> | null {
    return listing.searchMissed && listing.filter.search ? this.catalog.didYouMean(listing.filter.search, listing.filter.language) : null;
  }
}
