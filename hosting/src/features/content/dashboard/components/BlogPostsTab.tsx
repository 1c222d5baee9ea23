import { Tag } from 'antd';
import { blogPostSchema, formatLongDate, type BlogPost, type BlogPostInput } from '@estate/domain';
import { ContentTab } from '@/features/content/dashboard/components/ContentTab';
import { BlogPostFields } from './BlogPostFields';
import { publishedAtForDay, publishedDay } from '@/features/content/dashboard/publishedDay';
import { LOAD_FAILURE } from '@/components/loadFailures';

/** The blog's articles: each with a unique slug (its address), a category, an excerpt and a body. */
export default function BlogPostsTab() {
  return (
    <ContentTab<BlogPost, BlogPostInput>
      title="Blog Posts"
      collection={{ path: '/api/blog-posts', singular: 'Blog Post' }}
      table={{
        columns: [
          { title: 'Title', dataIndex: 'title', key: 'title' },
          {
            title: 'Slug',
            key: 'slug',
            render: (_, post) => (
              <a href={`/blog/${post.slug}`} target="_blank" rel="noreferrer">
                {post.slug}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ),
          },
          { title: 'Category', key: 'category', render: (_, post) => <Tag>{post.category}</Tag> },
          { title: 'Published', key: 'publishedAt', render: (_, post) => formatLongDate(post.publishedAt) },
        ],
        itemName: (post) => post.title,
        errorText: LOAD_FAILURE.blogPosts,
        emptyText: 'No blog posts yet',
      }}
      form={{
        id: 'blog-post',
        schema: blogPostSchema,
        blank: { title: '', slug: '', category: '', excerpt: '', body: '', imageUrl: '', publishedAt: '' },
        fromItem: ({ id: _id, publishedAt, ...fields }) => ({ ...fields, publishedAt: publishedDay(publishedAt) }),
        toInput: (values, editing) => ({ ...values, publishedAt: publishedAtForDay(values.publishedAt, editing?.publishedAt) }),
        uniqueField: 'slug',
        Fields: BlogPostFields,
        width: 800,
      }}
    />
  );
}
