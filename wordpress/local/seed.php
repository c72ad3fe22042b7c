<?php
// Activates the plugin, sets pretty permalinks and writes the workshop's demo content: categories,
// posts, pages that use the ws-* tags, and an Author account (whose posts WordPress filters).
declare(strict_types=1);

require __DIR__ . '/bootstrap.php';
$input = ws_local_input();

require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$activated = activate_plugin('ws/ws.php');
if (is_wp_error($activated)) {
    fwrite(STDERR, 'the plugin did not activate: ' . $activated->get_error_message() . "\n");
    exit(1);
}

wp_set_current_user(1);
$author = wp_insert_user([
    'user_login' => 'autorin',
    'user_pass' => $input['passwords']['author'],
    'user_email' => 'autorin@karosserie-weber.example',
    'display_name' => 'Anna Autorin',
    'role' => 'author',
]);
if (is_wp_error($author)) {
    fwrite(STDERR, $author->get_error_message() . "\n");
    exit(1);
}

$category_ids = [];
foreach ($input['categories'] as $category) {
    $term = wp_insert_term($category['name'], 'category', [
        'slug' => $category['slug'],
        'parent' => $category['parent'] ? $category_ids[$category['parent']] : 0,
    ]);
    $category_ids[$category['slug']] = is_wp_error($term) ? (int) $term->get_error_data() : $term['term_id'];
}
wp_delete_term((int) get_option('default_category'), 'category');
update_option('default_category', $category_ids['ratgeber']);

foreach ($input['posts'] as $post) {
    wp_insert_post([
        'post_type' => 'post',
        'post_status' => 'publish',
        'post_name' => $post['slug'],
        'post_title' => $post['title'],
        'post_excerpt' => $post['excerpt'],
        'post_content' => $post['content'],
        'post_date' => $post['date'] . ' 09:00:00',
        'post_category' => [$category_ids[$post['category']]],
        'post_author' => 1,
    ], true);
}
// What a visitor must never find or see: a draft, a private post and a password-protected one.
foreach ([
    ['draft', 'Entwurf: Kabinenprotokoll', ''],
    ['private', 'Interne Notiz: Kabinenprotokoll', ''],
    ['publish', 'Kabinenprotokoll mit Passwort', 'geheim'],
] as [$status, $title, $password]) {
    wp_insert_post([
        'post_type' => 'post',
        'post_status' => $status,
        'post_title' => $title,
        'post_password' => $password,
        'post_content' => 'Kabinenprotokoll, nur intern.',
        'post_author' => 1,
    ]);
}
wp_delete_post(1, true); // "Hallo Welt!"
wp_delete_post(2, true); // the sample page

foreach ($input['pages'] as $page) {
    $id = wp_insert_post([
        'post_type' => 'page',
        'post_status' => 'publish',
        'post_name' => $page['slug'],
        'post_title' => $page['title'],
        'post_content' => $page['content'],
        'post_author' => 1,
    ], true);
    if (($page['role'] ?? '') === 'front') {
        update_option('show_on_front', 'page');
        update_option('page_on_front', $id);
    }
    if (($page['role'] ?? '') === 'posts') {
        update_option('page_for_posts', $id);
    }
}

update_option('permalink_structure', '/%postname%/');
flush_rewrite_rules(true);
echo 'Seeded ' . count($input['posts']) . ' posts, ' . count($input['pages']) . " pages, an author\n";
