import { createContext, useContext } from "react";

/** The CSP nonce of this response (server only; the browser hides nonces, so it reads ""). */
export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
