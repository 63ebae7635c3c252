import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ValidationError } from '../../common/expected-errors';
import { resultUnion } from '../../common/graphql/error-result';
import { MoneyModel } from '../../common/graphql/money.model';
import { SortDirectionEnum, type SortDirection } from '../../common/graphql/sort-direction';
import { ProductNotDeletableError, SlugTakenError, VariantsInUseError } from '../catalog.errors';
import { GARMENT_TYPES, PRODUCT_STATUSES, type Category, type Colour, type GarmentType, type ProductStatus, type Size } from '../catalog.types';
import { CategoryEnum, ColourEnum, SizeEnum } from '../graphql/catalog.enums';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../catalog.sql';
import { CATALOG_SORT_FIELDS, STOCK_LEVELS, type CatalogSortField, type StockLevel } from './catalog-admin.service';
import { PageOf } from '../../common/graphql/page.model';

/** The admin API's catalogue types (names apart from the shop's Product, ProductFilter…: both APIs share one type registry). */

export const ProductStatusEnum = Object.fromEntries(PRODUCT_STATUSES.map((s) => [s, s])) as { [S in ProductStatus]: S };
registerEnumType(ProductStatusEnum, { name: 'ProductStatus', description: 'DRAFT: not published yet. ACTIVE: on sale, the only status the storefront shows. ARCHIVED: no longer sold; old orders still show it.' });

/** TSHIRT → 'tshirt', PEPLUM_TOP → 'peplum-top'. */
export const GarmentEnum = Object.fromEntries(GARMENT_TYPES.map((g) => [g.toUpperCase().replace(/-/g, '_'), g])) as Record<string, GarmentType>;
registerEnumType(GarmentEnum, { name: 'Garment', description: 'The kind of garment, which the generated pictures draw.' });

export const ProductStockLevelEnum = Object.fromEntries(STOCK_LEVELS.map((s) => [s, s])) as { [S in StockLevel]: S };
registerEnumType(ProductStockLevelEnum, {
  name: 'ProductStockLevel',
  description: 'What can be sold of a product: OUT_OF_STOCK nothing; LOW something, but a size or colour is at or below its low-stock threshold (as lowStock lists them); IN_STOCK every size and colour above it.',
});

export const CatalogSortFieldEnum = Object.fromEntries(CATALOG_SORT_FIELDS.map((s) => [s, s])) as { [S in CatalogSortField]: S };
registerEnumType(CatalogSortFieldEnum, { name: 'CatalogSortField', description: 'STOCK: units that can be sold, all sizes and colours together.' });

/** BN → 'bn', HI → 'hi'. */
export const TranslationLanguageEnum = Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l.toUpperCase(), l])) as { [L in TranslatedLanguage as Uppercase<L>]: L };
registerEnumType(TranslationLanguageEnum, {
  name: 'TranslationLanguage',
  description: 'A language product names and descriptions are translated into: BN Bangla, HI Hindi. English is the product itself, and the fallback of every field.',
});

@ObjectType('ProductTranslation', { description: 'A product’s name and description in another language; a null field is shown in English.' })
export class ProductTranslationModel {
  @Field(() => TranslationLanguageEnum) language: TranslatedLanguage;
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => String, { nullable: true }) description: string | null;
}

@InputType('ProductTranslationInput', { description: 'A product’s name and description in one language; empty or null: shown in English. Neither: the translation is removed.' })
export class ProductTranslationInput {
  @Field(() => TranslationLanguageEnum) language: TranslatedLanguage;
  @Field(() => String, { nullable: true, description: 'At most 200 characters.' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'At most 5000 characters.' }) description?: string | null;
}

@ObjectType('CatalogVariant', { description: 'The product in one size and colour, with its stock.' })
export class CatalogVariantModel {
  @Field(() => ID) id: string;
  @Field(() => String) sku: string;
  @Field(() => SizeEnum) size: Size;
  @Field(() => ColourEnum) colour: Colour;
  @Field(() => Int) stockOnHand: number;
  @Field(() => Int, { description: 'Held for orders awaiting payment.' }) stockReserved: number;
  @Field(() => Int, { description: 'On hand less reserved: what the shop can still sell.' }) available: number;
}

@ObjectType('CatalogProduct', { description: 'A product as the back office edits it, in any status.' })
export class CatalogProductModel {
  @Field(() => ID) id: string;
  @Field(() => Int, { description: 'The numeric id of the original REST API.' }) legacyId: number;
  @Field(() => String, { description: 'Its address on the storefront: /product/<slug>.' }) slug: string;
  @Field(() => String) name: string;
  @Field(() => String) description: string;
  @Field(() => CategoryEnum) category: Category;
  @Field(() => GarmentEnum) garment: GarmentType;
  @Field(() => MoneyModel) price: MoneyModel;
  @Field(() => MoneyModel, { nullable: true, description: 'The earlier price, shown struck through.' }) compareAtPrice: MoneyModel | null;
  @Field(() => [ColourEnum], { description: 'The first is the default.' }) colours: Colour[];
  @Field(() => [SizeEnum]) sizes: Size[];
  @Field(() => ProductStatusEnum) status: ProductStatus;
  @Field(() => String, { description: 'A small picture for lists (site-relative): the first photo’s smallest WebP, else the drawn front view.' }) thumbnail: string;
  @Field(() => Float, { description: 'Computed from reviews: not editable.' }) rating: number;
  @Field(() => Int) ratingCount: number;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date) updatedAt: Date;
  @Field(() => Int, { description: 'All sizes and colours together.' }) stockOnHand: number;
  @Field(() => Int) stockReserved: number;
  @Field(() => Int) available: number;
  @Field(() => [CatalogVariantModel], { description: 'Every size × colour, sizes from S to XXL.' }) variants: CatalogVariantModel[];
  @Field(() => [ProductTranslationModel], { description: 'Its name and description in the languages it is translated into (the storefront shows English for the rest).' })
  translations: ProductTranslationModel[];
}

@ObjectType('CatalogProductPage')
export class CatalogProductPageModel extends PageOf(CatalogProductModel) {}

@ObjectType('DeletedProduct')
export class DeletedProductModel {
  @Field(() => ID) id: string;
}

@InputType('CatalogProductFilter')
export class CatalogProductFilterInput {
  @Field(() => String, { nullable: true, description: 'Words that must all appear in the name, the slug or a SKU.' }) search?: string;
  @Field(() => CategoryEnum, { nullable: true }) category?: Category;
  @Field(() => ProductStatusEnum, { nullable: true }) status?: ProductStatus;
  @Field(() => ProductStockLevelEnum, { nullable: true }) stock?: StockLevel;
}

@InputType('CatalogProductSort')
export class CatalogProductSortInput {
  @Field(() => CatalogSortFieldEnum) field: CatalogSortField;
  @Field(() => SortDirectionEnum, { defaultValue: 'ASC' }) direction: SortDirection;
}

@InputType('VariantStockInput', { description: 'Initial stock of a size and colour the product does not have yet.' })
export class VariantStockInput {
  @Field(() => SizeEnum) size: Size;
  @Field(() => ColourEnum) colour: Colour;
  @Field(() => Int) stockOnHand: number;
}

@InputType('CreateProductInput', { description: 'A new product starts as a DRAFT, with a variant (and SKU) for every size × colour.' })
export class CreateProductInput {
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true, description: 'Lower-case words joined by dashes; made from the name when omitted.' }) slug?: string | null;
  @Field(() => String) description: string;
  @Field(() => CategoryEnum) category: Category;
  @Field(() => GarmentEnum, { nullable: true, description: 'Omitted: dress (women), shirt (men), tshirt (kid).' }) garment?: GarmentType | null;
  @Field(() => Int, { description: 'Minor units (USD cents).' }) priceCents: number;
  @Field(() => Int, { nullable: true, description: 'More than priceCents, or null.' }) compareAtCents?: number | null;
  @Field(() => [ColourEnum], { description: 'At least one; the first is the default.' }) colours: Colour[];
  @Field(() => [SizeEnum], { description: 'At least one.' }) sizes: Size[];
  @Field(() => [VariantStockInput], { nullable: true, description: 'Initial stock per size and colour; 0 for those left out.' }) variants?: VariantStockInput[] | null;
}

@InputType('UpdateProductInput', {
  description: 'Only what is given changes; compareAtCents: null removes it. Sizes or colours taken away lose their variants unless ordered or in a cart (VariantsInUseError).',
})
export class UpdateProductInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Omitted: the address stays, even when the name changes.' }) slug?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => CategoryEnum, { nullable: true }) category?: Category | null;
  @Field(() => GarmentEnum, { nullable: true }) garment?: GarmentType | null;
  @Field(() => Int, { nullable: true }) priceCents?: number | null;
  @Field(() => Int, { nullable: true }) compareAtCents?: number | null;
  @Field(() => [ColourEnum], { nullable: true }) colours?: Colour[] | null;
  @Field(() => [SizeEnum], { nullable: true }) sizes?: Size[] | null;
  @Field(() => [VariantStockInput], { nullable: true, description: 'Initial stock of the sizes and colours this adds; existing stock changes through stock adjustments.' })
  variants?: VariantStockInput[] | null;
}

export const CreateProductResult = resultUnion('CreateProductResult', CatalogProductModel, [ValidationError, SlugTakenError]);
export const UpdateProductResult = resultUnion('UpdateProductResult', CatalogProductModel, [ValidationError, SlugTakenError, VariantsInUseError]);
export const SetProductTranslationsResult = resultUnion('SetProductTranslationsResult', CatalogProductModel, [ValidationError]);
export const DeleteProductResult = resultUnion('DeleteProductResult', DeletedProductModel, [ProductNotDeletableError]);
