/** Visitors' feedback after showings and open houses in the browser (docs/product/showings.md#feedback): the feedback page, and a listing's answers in its History. Other features import only this. */
import { lazyWithAntdTheme } from '@/theme/lazyWithAntdTheme';

export { ListingFeedbackSection } from './components/ListingFeedbackSection';

/* The feedback page loads only where it is shown, its own chunk with antd and the theme. */
export const LazyFeedbackForm = lazyWithAntdTheme(() => import('./components/FeedbackForm').then((module) => module.FeedbackForm));
