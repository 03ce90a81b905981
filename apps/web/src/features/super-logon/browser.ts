/**
 * Leaving the portal for the identity provider: a full page load of another address. One object,
 * so the tests can watch where the page would go (jsdom does not navigate).
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
