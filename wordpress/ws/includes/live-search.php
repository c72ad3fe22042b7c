<?php
// The live search's admin-ajax action `live_search_retrieve_posts`, for visitors and users alike
// (docs/WORDPRESS.md "Endpoints"): published, public content from WP_Query.
declare(strict_types=1);

add_action('wp_ajax_live_search_retrieve_posts', 'ws_live_search');
add_action('wp_ajax_nopriv_live_search_retrieve_posts', 'ws_live_search');

/** Post types a visitor may find: public and searchable, never attachments. */
function ws_searchable_post_types(): array
{
    $types = get_post_types(['public' => true, 'exclude_from_search' => false]);
    return array_values(array_diff(array_values($types), ['attachment']));
}

function ws_live_search(): void
{
    $request = ws_search_request(wp_unslash($_POST), ws_searchable_post_types());
    if ($request['search'] === '') {
        wp_send_json([]);
    }
    $restrict_to_titles = static function (string $search, WP_Query $query) use ($request): string {
        global $wpdb;
        $words = preg_split('/\s+/', $request['search'], -1, PREG_SPLIT_NO_EMPTY) ?: [];
        $clauses = array_map(
            static fn ($word) => $wpdb->prepare(
                "{$wpdb->posts}.post_title LIKE %s",
                '%' . $wpdb->esc_like($word) . '%'
            ),
            $words
        );
        return $clauses === [] ? $search : ' AND (' . implode(' AND ', $clauses) . ') ';
    };
    if ($request['titles_only']) {
        add_filter('posts_search', $restrict_to_titles, 10, 2);
    }
    $query = new WP_Query([
        's' => $request['search'],
        'post_type' => $request['post_types'],
        'post_status' => 'publish',
        'has_password' => false,
        'posts_per_page' => $request['per_page'],
        'no_found_rows' => true,
        'ignore_sticky_posts' => true,
    ]);
    remove_filter('posts_search', $restrict_to_titles, 10);
    $results = array_map(static fn (WP_Post $post) => [
        'post_url' => (string) get_permalink($post),
        // Plain text: the element renders it as text, so entities would show as "&amp;".
        'title' => html_entity_decode(wp_strip_all_tags(get_the_title($post)), ENT_QUOTES | ENT_HTML5, 'UTF-8'),
        'image_url' => $request['show_image'] ? (string) (get_the_post_thumbnail_url($post, 'thumbnail') ?: '') : '',
        'id' => $post->ID,
        'type' => $post->post_type,
    ], $query->posts);
    wp_send_json($results);
}
