// Paths of the no-login account pages (docs/product.md §2.1). /findPassword is reached from the login page and,
// like /register, needs no login. The two inside the layout are the shell's (session/menu-routes.ts).
// They live here, not in the account module, because the login page links to them and must not load
// any module to do so.
export const REGISTER_ROUTE = '/register';
export const FIND_PASSWORD_ROUTE = '/findPassword';
