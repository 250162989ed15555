/** Every screen a visitor sees, with the game pages of the games named (ids of the server's day). */
export declare function visitorScreens(games: { mlbGame: number | string; nhlGame: number | string }): string[];
/** The screens of an account, for a logged-in user only (a visitor is sent to the login). */
export declare const ACCOUNT_SCREENS: string[];
