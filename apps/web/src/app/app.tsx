import { BrowserRouter } from "react-router";
import { Providers } from "./providers.tsx";
import { queryClient } from "./query-client.ts";
import { RootErrorBoundary } from "./route-error-boundary.tsx";
import { AppRoutes } from "./routes.tsx";

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
