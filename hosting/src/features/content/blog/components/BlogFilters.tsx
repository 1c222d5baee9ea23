import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useEarlyInput } from '@/components/useEarlyInput';
import { SearchSelect } from '@/features/listings';
import { ALL_CATEGORIES, type BlogFilter } from './blogFilters';
import styles from './BlogFilters.module.css';
import { Glyph } from '@/components/glyphs/Glyph';

interface Props {
  filter: BlogFilter;
  categories: string[];
  onChange: (filter: BlogFilter) => void;
}

/** The blog's keyword box and category select; the list below filters as the visitor types. */
export function BlogFilters({ filter, categories, onChange }: Props) {
  const options = [ALL_CATEGORIES, ...categories].map((category) => ({ value: category, label: category }));
  const keyword = useEarlyInput<HTMLInputElement>((typed) => onChange({ ...filter, keyword: typed }));
  return (
    <div role="search" className={styles.bar} aria-label="Filter articles">
      <div className={styles.keyword}>
        <label htmlFor="blog-keyword" className={styles.label}>
          Search articles
        </label>
        {/* A native search box, like the listing's: the browser's own clear button, no antd Input code on the page. */}
        <div className={styles.inputBox}>
          <Glyph icon={SearchOutlined} className={styles.icon} />
          <input
            ref={keyword}
            id="blog-keyword"
            type="search"
            className={styles.input}
            placeholder="Search by title or topic"
            value={filter.keyword}
            onChange={(event) => onChange({ ...filter, keyword: event.target.value })}
          />
        </div>
      </div>
      <div className={styles.category}>
        <SearchSelect
          id="blog-category"
          label="Category"
          options={options}
          value={filter.category}
          onChange={(category) => onChange({ ...filter, category })}
        />
      </div>
    </div>
  );
}
