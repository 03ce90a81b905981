import { BrowserRouter } from "react-router";
import { createQueryClient, Providers } from "./providers.tsx";
import { AppRoutes } from "./routes.tsx";

const queryClient = createQueryClient();

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
