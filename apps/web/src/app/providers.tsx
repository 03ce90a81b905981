import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { setNonce } from "get-nonce";
import { lazy, type ReactNode, Suspense } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "./i18n.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

// Toasts are not needed to show the first page; their code loads just after it.
const ToastHost = lazy(() => import("./toast-host.tsx").then(({ ToastHost }) => ({ default: ToastHost })));

/**
 * The page's CSP nonce, which the server writes into the csp-nonce meta tag of each page it sends:
 * the <style> elements of Mantine and of the dialogs' scroll lock (react-remove-scroll, through
 * get-nonce) carry it, or the browser would not apply them. The browser hides the attribute's
 * value from the page's CSS; the element's `nonce` property still has it.
 */
function styleNonce(): string {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? "";
}
setNonce(styleNonce());

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Mantine's test environment turns off transitions and portals. */
  env?: "default" | "test";
}

export function Providers({ queryClient, children, env = "default" }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
          getStyleNonce={styleNonce}
          env={env}
        >
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
