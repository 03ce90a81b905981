import { BrowserRouter } from "react-router";
import { pageReceivedAt, readBootstrap, seedQueryCache } from "../lib/bootstrap.ts";
import { createQueryClient, Providers } from "./providers.tsx";
import { RootErrorBoundary } from "./route-error-boundary.tsx";
import { AppRoutes } from "./routes.tsx";

const queryClient = createQueryClient();
seedQueryCache(queryClient, readBootstrap(), pageReceivedAt());

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <RootErrorBoundary>
          <AppRoutes />
        </RootErrorBoundary>
      </BrowserRouter>
    </Providers>
  );
}
