import { useEffect } from 'react';
import { HOME_PAGE_TITLE } from '@estate/domain';
import { FeaturedProperties } from '../features/properties/components/FeaturedProperties';

export default function HomePage() {
  useEffect(() => {
    document.title = HOME_PAGE_TITLE;
  }, []);
  return <FeaturedProperties />;
}
