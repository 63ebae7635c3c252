import { registerEnumType } from '@nestjs/graphql';

/** The direction of a back-office list's sort; one enum for every list. */
export const SortDirectionEnum = { ASC: 'ASC', DESC: 'DESC' } as const;
export type SortDirection = keyof typeof SortDirectionEnum;
registerEnumType(SortDirectionEnum, { name: 'SortDirection' });
