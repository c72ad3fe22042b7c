<?php
// The blog feed on WordPress (docs/REFERENCE.md "<ws-blog-feed>" and "Endpoints"): the shortcode
// [ws_blog_feed] and the archive template print the posts as <ws-blog-feed> items with the pager's
// a[rel=next]; the same paged URLs answer JSON when asked for application/json.
declare(strict_types=1);

add_shortcode('ws_blog_feed', 'ws_blog_feed_shortcode');
add_filter('render_block_core/query', 'ws_blog_feed_for_archive', 10, 2);
add_action('template_redirect', 'ws_blog_feed_json', 1);

const WS_FEED_LAYOUTS = ['grid', 'masonry', 'timeline', 'equal-heights', 'large', 'medium'];
const WS_FEED_PAGINATIONS = ['pagination', 'load-more', 'infinite'];

/** The page number of the request: /page/N/ on archives and on pages alike. */
function ws_current_page_number(): int
{
    return max(1, (int) get_query_var('paged'), (int) get_query_var('page'));
}

/** One post as the feed's item: picture, date, category, linked title, excerpt; every value escaped. */
function ws_feed_item(WP_Post $post): string
{
    $image = get_the_post_thumbnail($post, 'medium_large', ['loading' => 'lazy', 'decoding' => 'async']);
    $categories = get_the_category($post->ID);
    $category = $categories ? ' · <span>' . esc_html($categories[0]->name) . '</span>' : '';
    return '<article class="post-card">' . $image . '<div class="post-card__body">'
        . '<p class="post-card__meta"><time datetime="'
            . esc_attr(get_the_date('Y-m-d', $post))
            . '">'
            . esc_html(get_the_date(
            '',
            $post
        )) . '</time>' . $category . '</p>'
        . '<h2 class="post-card__title"><a href="'
            . esc_url(get_permalink($post))
            . '">'
            . esc_html(get_the_title($post))
            . '</a></h2>'
        . '<p>' . esc_html(wp_strip_all_tags(get_the_excerpt($post))) . '</p>'
        . '</div></article>';
}

/** Previous, numbered and next links; rel=next is what the feed follows. */
function ws_feed_pager(int $page, int $pages): string
{
    if ($pages <= 1) {
        return '';
    }
    $german = ws_page_language() === 'de';
    $links = [];
    if ($page > 1) {
        $links[] = '<li><a rel="prev" href="'
            . esc_url(get_pagenum_link($page - 1))
            . '">'
            . esc_html($german ? 'Neuere Beiträge' : 'Newer posts')
            . '</a></li>';
    }
    for ($number = 1; $number <= $pages; $number++) {
        $links[] = $number === $page
            ? '<li><span aria-current="page">' . $number . '</span></li>'
            : '<li><a href="' . esc_url(get_pagenum_link($number)) . '">' . $number . '</a></li>';
    }
    if ($page < $pages) {
        $links[] = '<li><a rel="next" href="'
            . esc_url(get_pagenum_link($page + 1))
            . '">'
            . esc_html($german ? 'Ältere Beiträge' : 'Older posts')
            . '</a></li>';
    }
    $label = $german ? 'Seitennavigation' : 'Pagination';
    return '<nav class="pager" aria-label="' . esc_attr($label) . '"><ul>' . implode('', $links) . '</ul></nav>';
}

/** The element with the page's items and pager; attributes from the author, each checked. */
function ws_feed_markup(WP_Query $query, array $attributes): string
{
    $page = max(1, (int) $query->get('paged'));
    $pages = max(1, (int) $query->max_num_pages);
    $layout = in_array($attributes['layout'] ?? '', WS_FEED_LAYOUTS, true) ? $attributes['layout'] : 'grid';
    $pagination = in_array($attributes['pagination'] ?? '', WS_FEED_PAGINATIONS, true)
        ? $attributes['pagination']
        : 'load-more';
    $columns = min(6, max(1, (int) ($attributes['columns'] ?? 3)));
    $items = implode("\n", array_map('ws_feed_item', $query->posts));
    return '<ws-blog-feed layout="'
        . esc_attr($layout)
        . '" columns="'
        . $columns
        . '" pagination="'
        . esc_attr($pagination)
        . '" data-pages="'
        . $pages
        . '">'
        . "\n" . $items . "\n" . ws_feed_pager($page, $pages) . '</ws-blog-feed>';
}

/** The query of [ws_blog_feed]: published posts, newest first, this request's page. */
function ws_feed_shortcode_query(array $attributes): WP_Query
{
    $arguments = [
        'post_type' => 'post',
        'post_status' => 'publish',
        'has_password' => false,
        'posts_per_page' => min(100, max(1, (int) ($attributes['per_page'] ?? get_option('posts_per_page')))),
        'paged' => ws_current_page_number(),
        'ignore_sticky_posts' => true,
    ];
    if (!empty($attributes['category'])) {
        $arguments['category_name'] = sanitize_title((string) $attributes['category']);
    }
    return new WP_Query($arguments);
}

function ws_blog_feed_shortcode(array|string $attributes = []): string
{
    $attributes = shortcode_atts(
        ['per_page' => '', 'layout' => 'grid', 'columns' => '3', 'pagination' => 'load-more', 'category' => ''],
        (array) $attributes,
        'ws_blog_feed'
    );
    return ws_feed_markup(ws_feed_shortcode_query($attributes), $attributes);
}

/** A block theme's archive (a Query Loop that follows the main query) becomes the feed. */
function ws_blog_feed_for_archive(string $content, array $block): string
{
    global $wp_query;
    $inherits = !empty($block['attrs']['query']['inherit']);
    if (!$inherits || !($wp_query instanceof WP_Query) || !($wp_query->is_home() || $wp_query->is_archive())) {
        return $content;
    }
    $attributes = (array) apply_filters(
        'ws_blog_feed_archive_attributes',
        ['layout' => 'grid', 'pagination' => 'load-more']
    );
    return ws_feed_markup($wp_query, $attributes);
}

/** The JSON the feed asks for with Accept: application/json, from the same paged URLs. */
function ws_blog_feed_json(): void
{
    global $wp_query, $post;
    $shortcode_page = is_singular() && $post instanceof WP_Post && has_shortcode($post->post_content, 'ws_blog_feed');
    $feed_page = $wp_query->is_home() || $wp_query->is_archive() || $shortcode_page;
    // The same URL answers HTML and JSON: a cache in front must keep them apart, both ways.
    if ($feed_page || is_404()) {
        header('Vary: Accept', false);
    }
    if (!ws_accepts_json((string) ($_SERVER['HTTP_ACCEPT'] ?? ''))) {
        return;
    }
    $query = null;
    if ($shortcode_page) {
        preg_match('/\[ws_blog_feed\b([^\]]*)\]/', $post->post_content, $match);
        $query = ws_feed_shortcode_query(shortcode_parse_atts(trim($match[1] ?? '')) ?: []);
    } elseif ($feed_page) {
        $query = $wp_query;
    }
    $page = $query === null ? 0 : max(1, (int) $query->get('paged'));
    $pages = $query === null ? 0 : max(1, (int) $query->max_num_pages);
    if ($query === null || $page > $pages) {
        if ($query !== null || is_404()) {
            wp_send_json(
                [
                    'code' => 'not_found',
                    'message' => ws_page_language() === 'de' ? 'Seite nicht gefunden' : 'Page not found',
                ],
                404
            );
        }
        return;
    }
    wp_send_json(ws_feed_answer(
        array_map('ws_feed_item', $query->posts),
        $page,
        $pages,
        get_pagenum_link($page + 1, false)
    ));
}
