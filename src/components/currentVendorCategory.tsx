import {createContext, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';

/**
 * The category of the vendor page on screen. Vendor pages are not listed in the integrations
 * sidebar (so that every page's sidebar data does not grow with the catalogue: see
 * config/sidebarItems.ts); their category's link into the catalogue is, and the sidebar marks that
 * link as where the reader is. The page announces its category, because the sidebar has no data
 * that maps a vendor to its category, and should not: that map grows with the catalogue too.
 * It lives outside src/components/integrations/, whose modules go to a chunk that only the
 * integration pages load (plugins/integrations-chunk): the sidebar and Root are on every page.
 */
interface CurrentVendorCategory {
  category: string | null;
  setCategory: (category: string | null) => void;
}

const Context = createContext<CurrentVendorCategory>({category: null, setCategory: () => {}});

export function CurrentVendorCategoryProvider({children}: {children: ReactNode}): ReactNode {
  const [category, setCategory] = useState<string | null>(null);
  const value = useMemo(() => ({category, setCategory}), [category]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The category of the vendor page on screen, or null on any other page. */
export function useCurrentVendorCategory(): string | null {
  return useContext(Context).category;
}

/** Called by a vendor page: its category is current while the page is on screen. */
export function useAnnounceVendorCategory(category: string): void {
  const {setCategory} = useContext(Context);
  useEffect(() => {
    setCategory(category);
    return () => setCategory(null);
  }, [category, setCategory]);
}
