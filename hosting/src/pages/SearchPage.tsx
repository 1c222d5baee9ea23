import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../components/usePageTitle';
import SearchOverlay from '../features/search/components/SearchOverlay';

/** SPEC §2 /search: the search overlay, open at once; closing it returns to the home page. */
export default function SearchPage() {
  const navigate = useNavigate();
  usePageTitle('Search Properties');
  return <SearchOverlay open onClose={() => navigate('/')} />;
}
