import { MantineProvider } from "@mantine/core";
import { useNotifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { setNonce } from "get-nonce";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { loadPageStyles } from "./mantine-styles.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

const ToastHost = lazy(() =>
  Promise.all([loadPageStyles(), import("./toast-host.tsx")]).then(([, { ToastHost }]) => ({
    default: ToastHost,
  })),
);

/**
 * Where toasts appear, mounted with the first toast: most first visits show none, so their code
 * (the host and its transitions, 8 KB compressed, and their stylesheets) is not part of a first load (issue 17). A toast
 * shown before the host loads waits in the store and appears when it does.
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

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
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        getStyleNonce={styleNonce}
        env={env}
      >
        <Toasts />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
