/** Facts about the shop shown on several pages. */
export const SHOP_PHONE = '+880 9612-527267';
export const SHOP_EMAIL = 'help@kapor.shop';
export const SHOP_ADDRESS = 'House 12, Road 7, Dhanmondi, Dhaka 1205, Bangladesh';
