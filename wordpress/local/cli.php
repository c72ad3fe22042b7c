<?php
// A few named commands on the local site for the end-to-end tests (test/wordpress/site.ts), run from
// the command line with JSON on standard input: never reachable over HTTP.
//   settings  {"values": {...}}   merges values into the plugin's option, through its own validation
//   age-records {"days": N}       makes every stored consent record N days older
//   cron-cleanup                  runs the daily retention clean-up now
//   count-records                 prints the number of stored records
//   add-posts {"posts": [{title, excerpt, date}]}   publishes posts as the administrator (unfiltered)
//   delete-posts {"ids": [...]}   deletes those posts for good
//   add-page {title, content}     publishes a page as the administrator, prints {id, path}
//   option {name, value}          sets a ws_local_* option of demo-site.php (value null deletes it)
declare(strict_types=1);

require __DIR__ . '/bootstrap.php';
$command = $argv[1] ?? '';
$input = in_array($command, ['settings', 'age-records', 'add-posts', 'delete-posts', 'add-page', 'option'], true)
    ? ws_local_input()
    : [];
require '/usr/share/wordpress/wp-load.php';

global $wpdb;
$table = $wpdb->prefix . 'ws_consent_records';
switch ($command) {
    case 'settings':
        $result = ws_validate_settings((array) $input['values'] + ws_settings(), ws_settings());
        if ($result['errors'] !== []) {
            fwrite(STDERR, json_encode($result['errors']) . "\n");
            exit(1);
        }
        update_option(WS_OPTION, $result['values']);
        echo json_encode(ws_settings()), "\n";
        break;
    case 'age-records':
        $wpdb->query($wpdb->prepare(
            "UPDATE {$table} SET recorded_at = recorded_at - INTERVAL %d DAY",
            (int) $input['days']
        ));
        break;
    case 'cron-cleanup':
        do_action('ws_records_cleanup');
        break;
    case 'count-records':
        echo (int) $wpdb->get_var("SELECT COUNT(*) FROM {$table}"), "\n";
        break;
    case 'add-posts':
        // As the administrator: WordPress leaves an administrator's titles and excerpts unfiltered.
        wp_set_current_user(1);
        $ids = [];
        foreach ($input['posts'] as $post) {
            $ids[] = wp_insert_post(
                [
                    'post_type' => 'post',
                    'post_status' => 'publish',
                    'post_title' => wp_slash($post['title']),
                    'post_excerpt' => wp_slash($post['excerpt']),
                    'post_content' => 'Testbeitrag.',
                    'post_date' => $post['date'],
                    'post_author' => 1,
                ],
                true
            );
        }
        echo json_encode($ids), "\n";
        break;
    case 'delete-posts':
        foreach ($input['ids'] as $id) {
            wp_delete_post((int) $id, true);
        }
        break;
    case 'add-page':
        wp_set_current_user(1);
        $id = wp_insert_post(
            [
                'post_type' => 'page',
                'post_status' => 'publish',
                'post_title' => wp_slash($input['title']),
                'post_content' => wp_slash($input['content']),
                'post_author' => 1,
            ],
            true
        );
        if (is_wp_error($id)) {
            fwrite(STDERR, $id->get_error_message() . "\n");
            exit(1);
        }
        echo json_encode([
            'id' => $id,
            'path' => (string) wp_parse_url((string) get_permalink($id), PHP_URL_PATH),
        ]), "\n";
        break;
    case 'option':
        // Only the local site's own options: a test cannot change WordPress's or the plugin's this way.
        if (!str_starts_with((string) $input['name'], 'ws_local_')) {
            fwrite(STDERR, "only ws_local_* options\n");
            exit(1);
        }
        $input['value'] === null ? delete_option($input['name']) : update_option(
            $input['name'],
            $input['value'],
            false
        );
        break;
    default:
        fwrite(STDERR, "unknown command \"{$command}\"\n");
        exit(2);
}
